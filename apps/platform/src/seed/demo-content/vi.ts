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
};
