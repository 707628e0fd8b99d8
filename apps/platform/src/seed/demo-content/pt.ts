import type { DemoTexts } from './demo-texts.ts';

export const pt: DemoTexts = {
  help: {
    about: {
      title: 'Sobre nós',
      text: 'Ficha Demo é um site de jogos online de demonstração. Jogue com responsabilidade.',
    },
    deposit: { title: 'Como depositar', text: 'Abra sua carteira, escolha um canal de pagamento e informe o valor.' },
    withdraw: { title: 'Como sacar', text: 'Os saques são pagos na conta bancária verificada do titular.' },
    responsible: { title: 'Jogo responsável', text: 'Somente maiores de 18 anos. Defina limites e faça pausas.' },
    term: {
      title: 'Termos e condições',
      text: 'Ao se cadastrar, você aceita os termos de serviço e confirma ter pelo menos 18 anos.',
    },
  },
  banners: {
    welcome: 'Bem-vindo à Ficha',
    responsible: 'Jogo responsável',
    support: 'Atendimento 24/7',
  },
  notices: {
    welcome: { title: 'Bem-vindo', text: 'Bem-vindo ao site de demonstração da Ficha.' },
    maintenance: { title: 'Manutenção programada', text: 'No domingo, das 02:00 às 03:00 GMT, faremos manutenção.' },
    signUp: { title: 'Cadastre-se hoje', text: 'Crie sua conta em um minuto.' },
    responsible: {
      title: 'Jogo responsável',
      text: 'Defina limites e jogue apenas o que você pode perder. Somente maiores de 18 anos.',
    },
    newGames: { title: 'Novos jogos da casa', text: 'Dados, Limbo, Crash e mais: jogos com RTP publicado.' },
    support: { title: 'Atendimento ao cliente', text: 'Escreva para nós pelo menu lateral a qualquer hora.' },
    firstSignIn: {
      title: 'Bem-vindo à Ficha',
      text: 'Obrigado por se cadastrar. Visite sua central de segurança para proteger sua conta.',
    },
  },
};
