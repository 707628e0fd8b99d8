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
  promotions: {
    welcome: {
      title: 'Bônus de boas-vindas: 5 USD',
      summary: 'Cadastre-se e resgate 5 USD de bônus para suas primeiras rodadas.',
      rules:
        'Um bônus por jogador. Aposte o bônus 5 vezes em caça-níqueis (mesas ao vivo contam 10 %) em até 7 dias; aposta máxima de 20 USD enquanto o bônus estiver ativo.',
    },
    firstDeposit: {
      title: 'Primeiro depósito dobrado em 100 %',
      summary: 'Igualamos seu primeiro depósito até 100 USD.',
      rules:
        'Marque a promoção ao depositar. Depósito mínimo de 100 USD; bônus de 100 % até 100 USD. Aposte o bônus 5 vezes em até 14 dias; sacar antes cancela o bônus.',
    },
    dailyCheckIn: {
      title: 'Check-in diário: 1 USD',
      summary: 'Entre todo dia e resgate 1 USD de bônus.',
      rules: 'Uma vez por dia. Aposte o bônus 3 vezes em até 24 horas.',
    },
    reload: {
      title: 'Recarga de 50 %',
      summary: '50 % a mais em qualquer depósito, até 50 USD.',
      rules: 'Depósito mínimo de 100 USD; bônus de 50 % até 50 USD. Aposte o bônus 8 vezes em até 7 dias.',
    },
    networkGift: {
      title: 'Presente da rede agente1: 10 USD',
      summary: 'Para os jogadores da rede de agente1, no lugar do bônus de boas-vindas.',
      rules:
        'Só para jogadores abaixo de agente1; exclui o bônus de boas-vindas. Aposte o bônus 10 vezes em até 7 dias.',
    },
    rebate: {
      title: 'Reembolso diário: até 1 %',
      summary: 'Todo dia devolvemos parte das suas apostas válidas; peça antes se não quiser esperar.',
      rules:
        '1 % das apostas válidas em caça-níqueis e jogos da casa, 0,5 % em mesas ao vivo e 1 % no restante. Pago todo dia na sua carteira (até 500 USD por dia); em Reembolso manual você pode pedir o que o dia já rendeu, e um operador analisa.',
    },
    raffle: {
      title: 'Grande sorteio: 350 USD em prêmios',
      summary: 'Cada 10 USD apostados dão um bilhete. Três ganhadores no encerramento.',
      rules:
        'Um bilhete a cada 10 USD em apostas válidas com dinheiro real, em qualquer jogo, durante os dias do sorteio. Ao fechar o último dia, três prêmios (200, 100 e 50 USD, um por jogador) são sorteados com uma semente cujo hash é publicado desde o início e revelada com o resultado. Resgate seu prêmio em Promoções; ele é pago na sua carteira.',
    },
  },
  referral: { title: 'Indique e ganhe', summary: 'Recompensas por amigos indicados.' },
  missions: {
    playRound: 'Jogue uma rodada hoje',
    weeklyWager: 'Aposte 100 esta semana',
    weeklyRace: 'Corrida semanal',
  },
};
