/** The demo merchant's site content, in Spanish (default) and English. */
export const demoHelpEntries = [
  {
    tag: 'about',
    sort: 1,
    ES: {
      title: 'Sobre nosotros',
      content: '<p>Ficha Demo es un sitio de juego en línea de demostración. Juega con responsabilidad.</p>',
    },
    EN: { title: 'About us', content: '<p>Ficha Demo is a demonstration online gaming site. Play responsibly.</p>' },
  },
  {
    tag: 'deposit',
    sort: 2,
    ES: { title: 'Cómo depositar', content: '<p>Abra su billetera, elija un canal de pago e indique el importe.</p>' },
    EN: { title: 'How to deposit', content: '<p>Open your wallet, choose a payment channel and enter the amount.</p>' },
  },
  {
    tag: 'withdraw',
    sort: 3,
    ES: { title: 'Cómo retirar', content: '<p>Los retiros se envían a la cuenta bancaria verificada del titular.</p>' },
    EN: {
      title: 'How to withdraw',
      content: '<p>Withdrawals are paid to the holder\u2019s verified bank account.</p>',
    },
  },
  {
    tag: 'responsible',
    sort: 4,
    ES: { title: 'Juego responsable', content: '<p>Solo mayores de 18 años. Fije límites y tómese descansos.</p>' },
    EN: { title: 'Responsible gaming', content: '<p>Over 18s only. Set limits and take breaks.</p>' },
  },
  {
    tag: 'term',
    sort: 5,
    ES: {
      title: 'Términos y condiciones',
      content: '<p>Al registrarse acepta los términos del servicio y confirma tener al menos 18 años.</p>',
    },
    EN: {
      title: 'Terms and conditions',
      content: '<p>By registering you accept the terms of service and confirm you are at least 18.</p>',
    },
  },
] as const;

export const demoBanners = [
  {
    groupName: 'w_home',
    imageUrl: '/media/demo/banner-welcome.svg',
    linkageType: 'ROUTE',
    target: '/help',
    sequence: 1,
    ES: 'Bienvenido a Ficha',
    EN: 'Welcome to Ficha',
  },
  {
    groupName: 'w_home',
    imageUrl: '/media/demo/banner-responsible.svg',
    linkageType: 'ROUTE',
    target: '/help#responsible',
    sequence: 2,
    ES: 'Juego responsable',
    EN: 'Responsible gaming',
  },
  {
    groupName: 'w_home',
    imageUrl: '/media/demo/banner-support.svg',
    linkageType: 'NONE',
    target: null,
    sequence: 3,
    ES: 'Atención 24/7',
    EN: '24/7 support',
  },
] as const;

export const demoNotices = [
  {
    type: 'PL',
    execution: null,
    ES: ['Bienvenido', 'Bienvenido al sitio de demostración de Ficha.'],
    EN: ['Welcome', 'Welcome to the Ficha demo site.'],
  },
  {
    type: 'PL',
    execution: null,
    ES: ['Mantenimiento programado', 'El domingo de 02:00 a 03:00 GMT haremos mantenimiento.'],
    EN: ['Scheduled maintenance', 'Maintenance on Sunday from 02:00 to 03:00 GMT.'],
  },
  {
    type: 'PU',
    execution: 'B',
    ES: ['Regístrese hoy', '<p>Cree su cuenta en un minuto.</p>'],
    EN: ['Sign up today', '<p>Create your account in a minute.</p>'],
  },
  {
    type: 'PU',
    execution: 'B',
    ES: ['Juego responsable', '<p>Fije límites y juegue solo lo que pueda perder. Mayores de 18 años.</p>'],
    EN: ['Responsible gaming', '<p>Set limits and only play what you can afford to lose. Over 18 only.</p>'],
  },
  {
    type: 'PU',
    execution: 'A',
    ES: ['Nuevos juegos de la casa', '<p>Dados, Limbo, Crash y más: juegos con RTP publicado.</p>'],
    EN: ['New in-house games', '<p>Dice, Limbo, Crash and more: games with a published RTP.</p>'],
  },
  {
    type: 'PU',
    execution: 'A',
    ES: ['Atención al cliente', '<p>Escríbanos desde el menú lateral a cualquier hora.</p>'],
    EN: ['Customer service', '<p>Write to us from the side menu at any time.</p>'],
  },
  {
    type: 'PU',
    execution: 'F',
    ES: [
      'Bienvenido a Ficha',
      '<p>Gracias por registrarse. Revise su centro de seguridad para proteger su cuenta.</p>',
    ],
    EN: ['Welcome to Ficha', '<p>Thanks for signing up. Visit your security center to protect your account.</p>'],
  },
] as const;

/** No external live chat: the demo's players use the built-in support chat (decision 0044). */
export const demoCustomerService = [
  { csType: 'TELEGRAM', csPosition: 1, title: 'Telegram', url: 'https://t.me/ficha_demo' },
  { csType: 'FACEBOOK', csPosition: 1, title: 'Facebook', url: 'https://facebook.com/ficha.demo' },
  { csType: 'WHATSAPP', csPosition: 1, title: 'WhatsApp', url: 'https://wa.me/5215550000000' },
] as const;

export const demoResources = [
  { resourceType: 'Android', url: 'https://ficha.example/app/ficha.apk', labelNameEn: 'Android app' },
  { resourceType: 'IOS', url: 'https://ficha.example/app/ios', labelNameEn: 'iOS app' },
  { resourceType: 'TELEGRAM', url: 'https://t.me/ficha_demo', labelNameEn: 'Telegram' },
  { resourceType: 'FACEBOOK', url: 'https://facebook.com/ficha.demo', labelNameEn: 'Facebook' },
] as const;

/** Registration field rules of the demo merchant: [field, enabled, required, patternId, min, max]. */
export const demoRegisterRules: ReadonlyArray<readonly [string, boolean, boolean, number, number, number]> = [
  ['username', true, true, 1, 6, 16],
  ['password', true, true, 5, 6, 20],
  ['email', true, false, 3, 5, 64],
  ['mobileNum', true, false, 6, 8, 15],
  ['captcha', true, true, 4, 4, 4],
  ['affiliateCode', true, false, 4, 4, 16],
  ['payeeName', false, false, 18, 3, 64],
  ['paymentPassword', false, false, 6, 6, 6],
  ['qqNum', false, false, 6, 5, 12],
  ['line', false, false, 9, 3, 32],
  ['whatsapp', false, false, 6, 8, 15],
  ['facebook', false, false, 9, 3, 64],
  ['wechat', false, false, 9, 3, 32],
  ['idNumber', false, false, 4, 6, 20],
  ['recommenderId', false, false, 4, 4, 16],
];
