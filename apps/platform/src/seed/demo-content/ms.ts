import type { DemoTexts } from './demo-texts.ts';

export const ms: DemoTexts = {
  help: {
    about: {
      title: 'Tentang kami',
      text: 'Ficha Demo ialah laman permainan dalam talian untuk demonstrasi. Bermain secara bertanggungjawab.',
    },
    deposit: {
      title: 'Cara membuat deposit',
      text: 'Buka dompet anda, pilih saluran pembayaran dan masukkan jumlahnya.',
    },
    withdraw: {
      title: 'Cara mengeluarkan wang',
      text: 'Pengeluaran dibayar ke akaun bank pemegang yang telah disahkan.',
    },
    responsible: {
      title: 'Permainan bertanggungjawab',
      text: 'Hanya untuk 18 tahun ke atas. Tetapkan had dan berehatlah.',
    },
    term: {
      title: 'Terma dan syarat',
      text: 'Dengan mendaftar, anda menerima terma perkhidmatan dan mengesahkan bahawa anda berumur sekurang-kurangnya 18 tahun.',
    },
  },
  banners: {
    welcome: 'Selamat datang ke Ficha',
    responsible: 'Permainan bertanggungjawab',
    support: 'Sokongan 24/7',
  },
  notices: {
    welcome: { title: 'Selamat datang', text: 'Selamat datang ke laman demonstrasi Ficha.' },
    maintenance: {
      title: 'Penyelenggaraan berjadual',
      text: 'Penyelenggaraan pada hari Ahad dari 02:00 hingga 03:00 GMT.',
    },
    signUp: { title: 'Daftar hari ini', text: 'Cipta akaun anda dalam satu minit.' },
    responsible: {
      title: 'Permainan bertanggungjawab',
      text: 'Tetapkan had dan main hanya apa yang anda mampu kehilangan. Hanya untuk 18 tahun ke atas.',
    },
    newGames: {
      title: 'Permainan baharu kami sendiri',
      text: 'Dadu, Limbo, Crash dan banyak lagi: permainan dengan RTP yang diterbitkan.',
    },
    support: { title: 'Khidmat pelanggan', text: 'Hubungi kami dari menu sisi pada bila-bila masa.' },
    firstSignIn: {
      title: 'Selamat datang ke Ficha',
      text: 'Terima kasih kerana mendaftar. Lawati pusat keselamatan anda untuk melindungi akaun anda.',
    },
  },
};
