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
};
