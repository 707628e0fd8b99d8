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
  promotions: {
    welcome: {
      title: 'Bono de bienvenida: 5 USD',
      summary: 'Regístrate y reclama 5 USD de bono para tus primeras tiradas.',
      rules:
        'Un bono por jugador. Apuesta 5 veces el bono en tragamonedas (mesas en vivo cuentan 10 %) antes de 7 días; apuesta máxima 20 USD mientras el bono esté activo.',
    },
    firstDeposit: {
      title: 'Primer depósito duplicado al 100 %',
      summary: 'Te igualamos tu primer depósito hasta 100 USD.',
      rules:
        'Marca la promoción al depositar. Depósito mínimo 100 USD; bono del 100 % hasta 100 USD. Apuesta el bono 5 veces antes de 14 días; retirar antes renuncia al bono.',
    },
    dailyCheckIn: {
      title: 'Check-in diario: 1 USD',
      summary: 'Entra cada día y reclama 1 USD de bono.',
      rules: 'Una vez por día. Apuesta el bono 3 veces antes de 24 horas.',
    },
    reload: {
      title: 'Recarga del 50 %',
      summary: 'Un 50 % extra en cualquier depósito, hasta 50 USD.',
      rules: 'Depósito mínimo 100 USD; bono del 50 % hasta 50 USD. Apuesta el bono 8 veces antes de 7 días.',
    },
    networkGift: {
      title: 'Regalo de la red agente1: 10 USD',
      summary: 'Para los jugadores de la red de agente1, en lugar del bono de bienvenida.',
      rules: 'Solo jugadores bajo agente1; excluye el bono de bienvenida. Apuesta el bono 10 veces antes de 7 días.',
    },
    rebate: {
      title: 'Reembolso diario: hasta 1 %',
      summary: 'Cada día te devolvemos parte de tus apuestas válidas; pídelo antes si no quieres esperar.',
      rules:
        '1 % de las apuestas válidas en tragamonedas y juegos de la casa, 0,5 % en mesas en vivo y 1 % en el resto. Se liquida cada día a tu billetera (hasta 500 USD por día); desde Reembolso manual puedes pedir lo que llevas del día, que revisa un operador.',
    },
    raffle: {
      title: 'Gran sorteo: 350 USD en premios',
      summary: 'Cada 10 USD apostados te dan un boleto. Tres ganadores al cierre.',
      rules:
        'Un boleto por cada 10 USD en apuestas válidas con dinero real, en cualquier juego, durante los días del sorteo. Al cerrar su último día se sortean tres premios (200, 100 y 50 USD, uno por jugador) con una semilla cuyo hash se publica desde el inicio y que se revela con el resultado. Reclama tu premio en Promociones; se paga a tu billetera.',
    },
  },
  referral: { title: 'Invita y gana', summary: 'Recompensas por amigos invitados.' },
  missions: { playRound: 'Juega una ronda hoy', weeklyWager: 'Apuesta 100 esta semana', weeklyRace: 'Carrera semanal' },
};
