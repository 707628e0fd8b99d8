import type { DemoTexts } from './demo-texts.ts';

export const es: DemoTexts = {
  help: {
    about: {
      title: 'Sobre nosotros',
      text: 'Ficha Demo es un sitio de juego en línea de demostración. Juega con responsabilidad.',
    },
    deposit: { title: 'Cómo depositar', text: 'Abre tu billetera, elige un canal de pago e indica el importe.' },
    withdraw: { title: 'Cómo retirar', text: 'Los retiros se envían a la cuenta bancaria verificada del titular.' },
    responsible: { title: 'Juego responsable', text: 'Solo mayores de 18 años. Fija límites y tómate descansos.' },
    term: {
      title: 'Términos y condiciones',
      text: 'Al registrarte aceptas los términos del servicio y confirmas tener al menos 18 años.',
    },
  },
  banners: { welcome: 'Bienvenido a Ficha', responsible: 'Juego responsable', support: 'Atención 24/7' },
  notices: {
    welcome: { title: 'Bienvenido', text: 'Bienvenido al sitio de demostración de Ficha.' },
    maintenance: {
      title: 'Mantenimiento programado',
      text: 'El domingo de 02:00 a 03:00 GMT haremos mantenimiento.',
    },
    signUp: { title: 'Regístrate hoy', text: 'Crea tu cuenta en un minuto.' },
    responsible: {
      title: 'Juego responsable',
      text: 'Fija límites y juega solo lo que puedas perder. Mayores de 18 años.',
    },
    newGames: { title: 'Nuevos juegos de la casa', text: 'Dados, Limbo, Crash y más: juegos con RTP publicado.' },
    support: { title: 'Atención al cliente', text: 'Escríbenos desde el menú lateral a cualquier hora.' },
    firstSignIn: {
      title: 'Bienvenido a Ficha',
      text: 'Gracias por registrarte. Revisa tu centro de seguridad para proteger tu cuenta.',
    },
  },
};
