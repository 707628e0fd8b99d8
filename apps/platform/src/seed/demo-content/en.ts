import type { DemoTexts } from './demo-texts.ts';

export const en: DemoTexts = {
  help: {
    about: { title: 'About us', text: 'Ficha Demo is a demonstration online gaming site. Play responsibly.' },
    deposit: { title: 'How to deposit', text: 'Open your wallet, choose a payment channel and enter the amount.' },
    withdraw: { title: 'How to withdraw', text: 'Withdrawals are paid to the holder\u2019s verified bank account.' },
    responsible: { title: 'Responsible gaming', text: 'Over 18s only. Set limits and take breaks.' },
    term: {
      title: 'Terms and conditions',
      text: 'By registering you accept the terms of service and confirm you are at least 18.',
    },
  },
  banners: { welcome: 'Welcome to Ficha', responsible: 'Responsible gaming', support: '24/7 support' },
  notices: {
    welcome: { title: 'Welcome', text: 'Welcome to the Ficha demo site.' },
    maintenance: { title: 'Scheduled maintenance', text: 'Maintenance on Sunday from 02:00 to 03:00 GMT.' },
    signUp: { title: 'Sign up today', text: 'Create your account in a minute.' },
    responsible: {
      title: 'Responsible gaming',
      text: 'Set limits and only play what you can afford to lose. Over 18 only.',
    },
    newGames: { title: 'New in-house games', text: 'Dice, Limbo, Crash and more: games with a published RTP.' },
    support: { title: 'Customer service', text: 'Write to us from the side menu at any time.' },
    firstSignIn: {
      title: 'Welcome to Ficha',
      text: 'Thanks for signing up. Visit your security center to protect your account.',
    },
  },
};
