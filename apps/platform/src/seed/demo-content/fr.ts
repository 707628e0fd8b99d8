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
  promotions: {
    welcome: {
      title: 'Bonus de bienvenue : 5 USD',
      summary: 'Inscrivez-vous et réclamez un bonus de 5 USD pour vos premiers tours.',
      rules:
        'Un bonus par joueur. Misez le bonus 5 fois sur les machines à sous (les tables en direct comptent pour 10 %) sous 7 jours ; mise maximale de 20 USD tant que le bonus est actif.',
    },
    firstDeposit: {
      title: 'Premier dépôt doublé à 100 %',
      summary: 'Nous doublons votre premier dépôt jusqu’à 100 USD.',
      rules:
        'Cochez la promotion lors du dépôt. Dépôt minimum 100 USD ; bonus de 100 % jusqu’à 100 USD. Misez le bonus 5 fois sous 14 jours ; un retrait avant annule le bonus.',
    },
    dailyCheckIn: {
      title: 'Connexion quotidienne : 1 USD',
      summary: 'Passez chaque jour et réclamez un bonus de 1 USD.',
      rules: 'Une fois par jour. Misez le bonus 3 fois sous 24 heures.',
    },
    reload: {
      title: 'Recharge à 50 %',
      summary: '50 % en plus sur chaque dépôt, jusqu’à 50 USD.',
      rules: 'Dépôt minimum 100 USD ; bonus de 50 % jusqu’à 50 USD. Misez le bonus 8 fois sous 7 jours.',
    },
    networkGift: {
      title: 'Cadeau du réseau agente1 : 10 USD',
      summary: 'Pour les joueurs du réseau d’agente1, à la place du bonus de bienvenue.',
      rules: 'Réservé aux joueurs sous agente1 ; exclut le bonus de bienvenue. Misez le bonus 10 fois sous 7 jours.',
    },
    rebate: {
      title: 'Remboursement quotidien : jusqu’à 1 %',
      summary:
        'Chaque jour, nous vous remboursons une partie de vos mises valides ; demandez-le plus tôt si vous ne voulez pas attendre.',
      rules:
        '1 % des mises valides sur les machines à sous et les jeux maison, 0,5 % sur les tables en direct et 1 % sur le reste. Versé chaque jour sur votre portefeuille (jusqu’à 500 USD par jour) ; depuis Remboursement manuel, vous pouvez demander ce que la journée a déjà rapporté, vérifié par un opérateur.',
    },
    raffle: {
      title: 'Grand tirage : 350 USD de prix',
      summary: 'Chaque tranche de 10 USD misée vous donne un ticket. Trois gagnants à la clôture.',
      rules:
        'Un ticket pour chaque tranche de 10 USD de mises valides en argent réel, sur n’importe quel jeu, pendant les jours du tirage. À la clôture de son dernier jour, trois prix (200, 100 et 50 USD, un par joueur) sont tirés au sort avec une graine dont le hash est publié dès le début et révélée avec le résultat. Réclamez votre prix dans Promotions ; il est versé sur votre portefeuille.',
    },
  },
  referral: { title: 'Parrainez et gagnez', summary: 'Des récompenses pour les amis invités.' },
  missions: {
    playRound: 'Jouez une partie aujourd’hui',
    weeklyWager: 'Misez 100 cette semaine',
    weeklyRace: 'Course hebdomadaire',
  },
};
