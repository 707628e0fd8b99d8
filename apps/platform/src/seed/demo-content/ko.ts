import type { DemoTexts } from './demo-texts.ts';

export const ko: DemoTexts = {
  help: {
    about: { title: '회사 소개', text: 'Ficha Demo는 데모용 온라인 게임 사이트입니다. 책임감 있게 즐기세요.' },
    deposit: { title: '입금 방법', text: '지갑을 열고 결제 채널을 선택한 뒤 금액을 입력하세요.' },
    withdraw: { title: '출금 방법', text: '출금액은 명의자의 인증된 은행 계좌로 지급됩니다.' },
    responsible: {
      title: '책임감 있는 게임',
      text: '만 18세 이상만 이용할 수 있습니다. 한도를 정하고 휴식을 취하세요.',
    },
    term: { title: '이용 약관', text: '가입하면 서비스 약관에 동의하고 만 18세 이상임을 확인하는 것입니다.' },
  },
  banners: {
    welcome: 'Ficha에 오신 것을 환영합니다',
    responsible: '책임감 있는 게임',
    support: '24시간 연중무휴 지원',
  },
  notices: {
    welcome: { title: '환영합니다', text: 'Ficha 데모 사이트에 오신 것을 환영합니다.' },
    maintenance: { title: '정기 점검', text: '일요일 02:00~03:00(GMT)에 점검이 있습니다.' },
    signUp: { title: '오늘 가입하세요', text: '1분 만에 계정을 만드세요.' },
    responsible: {
      title: '책임감 있는 게임',
      text: '한도를 정하고 잃어도 괜찮은 만큼만 플레이하세요. 만 18세 이상만 이용할 수 있습니다.',
    },
    newGames: { title: '새로운 자체 게임', text: '주사위, Limbo, Crash 등: RTP가 공개된 게임.' },
    support: { title: '고객 서비스', text: '언제든지 사이드 메뉴에서 문의해 주세요.' },
    firstSignIn: {
      title: 'Ficha에 오신 것을 환영합니다',
      text: '가입해 주셔서 감사합니다. 보안 센터에서 계정을 보호하세요.',
    },
  },
  promotions: {
    welcome: {
      title: '웰컴 보너스: 5 USD',
      summary: '가입하고 첫 스핀에 쓸 5 USD 보너스를 받으세요.',
      rules:
        '플레이어당 보너스 1회. 7일 안에 슬롯에서 보너스를 5회 베팅하세요(라이브 테이블은 10 %로 계산). 보너스가 활성인 동안 최대 베팅은 20 USD입니다.',
    },
    firstDeposit: {
      title: '첫 입금 100 % 두 배',
      summary: '첫 입금액만큼 최대 100 USD까지 더 드립니다.',
      rules:
        '입금할 때 프로모션을 선택하세요. 최소 입금 100 USD, 최대 100 USD까지 100 % 보너스. 14일 안에 보너스를 5회 베팅하세요. 그 전에 출금하면 보너스를 포기하게 됩니다.',
    },
    dailyCheckIn: {
      title: '매일 출석: 1 USD',
      summary: '매일 접속하고 1 USD 보너스를 받으세요.',
      rules: '하루 한 번. 24시간 안에 보너스를 3회 베팅하세요.',
    },
    reload: {
      title: '50 % 리로드',
      summary: '모든 입금에 최대 50 USD까지 50 % 추가.',
      rules: '최소 입금 100 USD, 최대 50 USD까지 50 % 보너스. 7일 안에 보너스를 8회 베팅하세요.',
    },
    networkGift: {
      title: 'agente1 네트워크 선물: 10 USD',
      summary: 'agente1 네트워크의 플레이어에게 웰컴 보너스 대신 드립니다.',
      rules: 'agente1 하위 플레이어 전용이며 웰컴 보너스와 중복되지 않습니다. 7일 안에 보너스를 10회 베팅하세요.',
    },
    rebate: {
      title: '일일 리베이트: 최대 1 %',
      summary: '매일 유효 베팅의 일부를 돌려드립니다. 기다리기 싫다면 먼저 신청하세요.',
      rules:
        '슬롯과 자체 게임의 유효 베팅은 1 %, 라이브 테이블은 0.5 %, 나머지는 1 %. 매일 지갑으로 지급됩니다(하루 최대 500 USD). 수동 리베이트에서 오늘 지금까지 쌓인 금액을 신청할 수 있으며, 운영자가 검토합니다.',
    },
    raffle: {
      title: '경품 대추첨: 총 350 USD',
      summary: '10 USD 베팅할 때마다 응모권 1장. 종료 시 3명 당첨.',
      rules:
        '추첨 기간 동안 모든 게임에서 실제 머니 유효 베팅 10 USD마다 응모권 1장. 마지막 날이 마감되면 시작부터 해시를 공개하고 결과와 함께 공개하는 시드로 세 가지 상금(200, 100, 50 USD, 플레이어당 1개)을 추첨합니다. 상금은 프로모션에서 받으세요. 지갑으로 지급됩니다.',
    },
  },
  referral: { title: '초대하고 보상 받기', summary: '초대한 친구에 대한 보상.' },
  missions: { playRound: '오늘 한 라운드 플레이', weeklyWager: '이번 주 100 베팅', weeklyRace: '주간 레이스' },
};
