import type { DemoTexts } from './demo-texts.ts';

export const vi: DemoTexts = {
  help: {
    about: {
      title: 'Về chúng tôi',
      text: 'Ficha Demo là trang web trò chơi trực tuyến dùng để trình diễn. Hãy chơi có trách nhiệm.',
    },
    deposit: { title: 'Cách nạp tiền', text: 'Mở ví của bạn, chọn kênh thanh toán và nhập số tiền.' },
    withdraw: {
      title: 'Cách rút tiền',
      text: 'Tiền rút được chuyển vào tài khoản ngân hàng đã xác minh của chủ tài khoản.',
    },
    responsible: {
      title: 'Chơi có trách nhiệm',
      text: 'Chỉ dành cho người trên 18 tuổi. Hãy đặt giới hạn và nghỉ ngơi.',
    },
    term: {
      title: 'Điều khoản và điều kiện',
      text: 'Khi đăng ký, bạn chấp nhận điều khoản dịch vụ và xác nhận mình đủ 18 tuổi trở lên.',
    },
  },
  banners: {
    welcome: 'Chào mừng đến với Ficha',
    responsible: 'Chơi có trách nhiệm',
    support: 'Hỗ trợ 24/7',
  },
  notices: {
    welcome: { title: 'Chào mừng', text: 'Chào mừng đến với trang trình diễn của Ficha.' },
    maintenance: { title: 'Bảo trì theo lịch', text: 'Bảo trì vào Chủ nhật từ 02:00 đến 03:00 GMT.' },
    signUp: { title: 'Đăng ký ngay hôm nay', text: 'Tạo tài khoản của bạn trong một phút.' },
    responsible: {
      title: 'Chơi có trách nhiệm',
      text: 'Hãy đặt giới hạn và chỉ chơi số tiền bạn có thể chấp nhận mất. Chỉ dành cho người trên 18 tuổi.',
    },
    newGames: {
      title: 'Trò chơi mới của nhà cái',
      text: 'Xúc xắc, Limbo, Crash và nhiều hơn nữa: trò chơi có công bố RTP.',
    },
    support: { title: 'Chăm sóc khách hàng', text: 'Hãy nhắn cho chúng tôi từ menu bên bất cứ lúc nào.' },
    firstSignIn: {
      title: 'Chào mừng đến với Ficha',
      text: 'Cảm ơn bạn đã đăng ký. Hãy vào trung tâm bảo mật để bảo vệ tài khoản của bạn.',
    },
  },
  promotions: {
    welcome: {
      title: 'Thưởng chào mừng: 5 USD',
      summary: 'Đăng ký và nhận 5 USD tiền thưởng cho những lượt quay đầu tiên.',
      rules:
        'Mỗi người chơi một lần thưởng. Cược tiền thưởng 5 lần ở slot (bàn trực tiếp tính 10 %) trong 7 ngày; cược tối đa 20 USD khi tiền thưởng còn hiệu lực.',
    },
    firstDeposit: {
      title: 'Nhân đôi 100 % lần nạp đầu',
      summary: 'Chúng tôi tặng thêm bằng lần nạp đầu của bạn, tối đa 100 USD.',
      rules:
        'Chọn khuyến mãi khi nạp tiền. Nạp tối thiểu 100 USD; thưởng 100 % tối đa 100 USD. Cược tiền thưởng 5 lần trong 14 ngày; rút tiền trước đó là từ bỏ tiền thưởng.',
    },
    dailyCheckIn: {
      title: 'Điểm danh hằng ngày: 1 USD',
      summary: 'Vào mỗi ngày và nhận 1 USD tiền thưởng.',
      rules: 'Mỗi ngày một lần. Cược tiền thưởng 3 lần trong 24 giờ.',
    },
    reload: {
      title: 'Nạp lại thưởng 50 %',
      summary: 'Thêm 50 % cho mọi lần nạp, tối đa 50 USD.',
      rules: 'Nạp tối thiểu 100 USD; thưởng 50 % tối đa 50 USD. Cược tiền thưởng 8 lần trong 7 ngày.',
    },
    networkGift: {
      title: 'Quà của mạng lưới agente1: 10 USD',
      summary: 'Dành cho người chơi trong mạng lưới của agente1, thay cho thưởng chào mừng.',
      rules: 'Chỉ người chơi thuộc agente1; không áp dụng cùng thưởng chào mừng. Cược tiền thưởng 10 lần trong 7 ngày.',
    },
    rebate: {
      title: 'Hoàn trả hằng ngày: tới 1 %',
      summary: 'Mỗi ngày chúng tôi hoàn lại một phần tiền cược hợp lệ của bạn; hãy yêu cầu sớm hơn nếu không muốn chờ.',
      rules:
        '1 % tiền cược hợp lệ ở slot và trò chơi nhà cái, 0,5 % ở bàn trực tiếp và 1 % ở các trò còn lại. Thanh toán hằng ngày vào ví của bạn (tối đa 500 USD mỗi ngày); tại Hoàn trả thủ công bạn có thể yêu cầu số đã tích lũy trong ngày, một nhân viên vận hành sẽ xét duyệt.',
    },
    raffle: {
      title: 'Bốc thăm lớn: 350 USD giải thưởng',
      summary: 'Mỗi 10 USD tiền cược được một vé. Ba người thắng khi kết thúc.',
      rules:
        'Một vé cho mỗi 10 USD tiền cược hợp lệ bằng tiền thật, ở bất kỳ trò chơi nào, trong những ngày bốc thăm. Khi ngày cuối cùng kết thúc, ba giải (200, 100 và 50 USD, mỗi người một giải) được bốc thăm bằng một hạt giống có mã băm được công bố từ đầu và được tiết lộ cùng kết quả. Nhận giải tại Khuyến mãi; tiền được trả vào ví của bạn.',
    },
  },
  referral: { title: 'Mời bạn nhận thưởng', summary: 'Phần thưởng cho bạn bè được mời.' },
  missions: {
    playRound: 'Chơi một ván hôm nay',
    weeklyWager: 'Cược 100 trong tuần này',
    weeklyRace: 'Đua top hằng tuần',
  },
};
