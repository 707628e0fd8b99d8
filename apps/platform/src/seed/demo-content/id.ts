import type { DemoTexts } from './demo-texts.ts';

export const id: DemoTexts = {
  help: {
    about: {
      title: 'Tentang kami',
      text: 'Ficha Demo adalah situs permainan daring untuk demonstrasi. Bermainlah secara bertanggung jawab.',
    },
    deposit: { title: 'Cara deposit', text: 'Buka dompet Anda, pilih saluran pembayaran, lalu masukkan jumlahnya.' },
    withdraw: {
      title: 'Cara menarik dana',
      text: 'Penarikan dibayarkan ke rekening bank terverifikasi milik pemegang akun.',
    },
    responsible: {
      title: 'Permainan bertanggung jawab',
      text: 'Hanya untuk usia 18 tahun ke atas. Tetapkan batas dan beristirahatlah.',
    },
    term: {
      title: 'Syarat dan ketentuan',
      text: 'Dengan mendaftar, Anda menerima syarat layanan dan menyatakan berusia minimal 18 tahun.',
    },
  },
  banners: {
    welcome: 'Selamat datang di Ficha',
    responsible: 'Permainan bertanggung jawab',
    support: 'Layanan 24/7',
  },
  notices: {
    welcome: { title: 'Selamat datang', text: 'Selamat datang di situs demonstrasi Ficha.' },
    maintenance: {
      title: 'Pemeliharaan terjadwal',
      text: 'Pemeliharaan pada hari Minggu pukul 02:00 sampai 03:00 GMT.',
    },
    signUp: { title: 'Daftar hari ini', text: 'Buat akun Anda dalam satu menit.' },
    responsible: {
      title: 'Permainan bertanggung jawab',
      text: 'Tetapkan batas dan mainkan hanya jumlah yang sanggup Anda relakan. Hanya untuk usia 18 tahun ke atas.',
    },
    newGames: {
      title: 'Permainan baru buatan kami',
      text: 'Dadu, Limbo, Crash, dan lainnya: permainan dengan RTP yang dipublikasikan.',
    },
    support: { title: 'Layanan pelanggan', text: 'Hubungi kami dari menu samping kapan saja.' },
    firstSignIn: {
      title: 'Selamat datang di Ficha',
      text: 'Terima kasih telah mendaftar. Kunjungi pusat keamanan untuk melindungi akun Anda.',
    },
  },
};
