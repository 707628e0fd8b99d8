import type { DemoTexts } from './demo-texts.ts';

export const fr: DemoTexts = {
  help: {
    about: {
      title: 'À propos',
      text: 'Ficha Demo est un site de jeux en ligne de démonstration. Jouez de manière responsable.',
    },
    deposit: {
      title: 'Comment déposer',
      text: 'Ouvrez votre portefeuille, choisissez un canal de paiement et saisissez le montant.',
    },
    withdraw: {
      title: 'Comment retirer',
      text: 'Les retraits sont versés sur le compte bancaire vérifié du titulaire.',
    },
    responsible: {
      title: 'Jeu responsable',
      text: 'Réservé aux plus de 18 ans. Fixez des limites et faites des pauses.',
    },
    term: {
      title: 'Conditions générales',
      text: 'En vous inscrivant, vous acceptez les conditions du service et confirmez avoir au moins 18 ans.',
    },
  },
  banners: {
    welcome: 'Bienvenue sur Ficha',
    responsible: 'Jeu responsable',
    support: 'Assistance 24 h/24, 7 j/7',
  },
  notices: {
    welcome: { title: 'Bienvenue', text: 'Bienvenue sur le site de démonstration de Ficha.' },
    maintenance: { title: 'Maintenance programmée', text: 'Maintenance le dimanche de 02:00 à 03:00 GMT.' },
    signUp: { title: 'Inscrivez-vous aujourd’hui', text: 'Créez votre compte en une minute.' },
    responsible: {
      title: 'Jeu responsable',
      text: 'Fixez des limites et ne jouez que ce que vous pouvez vous permettre de perdre. Réservé aux plus de 18 ans.',
    },
    newGames: { title: 'Nouveaux jeux maison', text: 'Dés, Limbo, Crash et plus encore : des jeux au RTP publié.' },
    support: { title: 'Service client', text: 'Écrivez-nous depuis le menu latéral à toute heure.' },
    firstSignIn: {
      title: 'Bienvenue sur Ficha',
      text: 'Merci de votre inscription. Consultez votre centre de sécurité pour protéger votre compte.',
    },
  },
};
