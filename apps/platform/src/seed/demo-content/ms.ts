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
  promotions: {
    welcome: {
      title: 'Bonus alu-aluan: 5 USD',
      summary: 'Daftar dan tuntut bonus 5 USD untuk putaran pertama anda.',
      rules:
        'Satu bonus bagi setiap pemain. Pertaruhkan bonus 5 kali di slot (meja langsung dikira 10 %) dalam tempoh 7 hari; pertaruhan maksimum 20 USD semasa bonus aktif.',
    },
    firstDeposit: {
      title: 'Deposit pertama digandakan 100 %',
      summary: 'Kami padankan deposit pertama anda sehingga 100 USD.',
      rules:
        'Tandakan promosi semasa membuat deposit. Deposit minimum 100 USD; bonus 100 % sehingga 100 USD. Pertaruhkan bonus 5 kali dalam tempoh 14 hari; pengeluaran sebelum itu bermakna bonus dilepaskan.',
    },
    dailyCheckIn: {
      title: 'Daftar masuk harian: 1 USD',
      summary: 'Masuk setiap hari dan tuntut bonus 1 USD.',
      rules: 'Sekali sehari. Pertaruhkan bonus 3 kali dalam tempoh 24 jam.',
    },
    reload: {
      title: 'Tambah nilai 50 %',
      summary: 'Tambahan 50 % bagi setiap deposit, sehingga 50 USD.',
      rules: 'Deposit minimum 100 USD; bonus 50 % sehingga 50 USD. Pertaruhkan bonus 8 kali dalam tempoh 7 hari.',
    },
    networkGift: {
      title: 'Hadiah rangkaian agente1: 10 USD',
      summary: 'Untuk pemain dalam rangkaian agente1, sebagai ganti bonus alu-aluan.',
      rules:
        'Hanya pemain di bawah agente1; tidak termasuk bonus alu-aluan. Pertaruhkan bonus 10 kali dalam tempoh 7 hari.',
    },
    rebate: {
      title: 'Rebat harian: sehingga 1 %',
      summary:
        'Setiap hari kami pulangkan sebahagian pertaruhan sah anda; mintalah lebih awal jika tidak mahu menunggu.',
      rules:
        '1 % daripada pertaruhan sah di slot dan permainan sendiri, 0.5 % di meja langsung dan 1 % bagi yang lain. Dibayar setiap hari ke dompet anda (sehingga 500 USD sehari); dari Rebat manual anda boleh meminta jumlah yang terkumpul setakat ini pada hari itu, yang disemak oleh operator.',
    },
    raffle: {
      title: 'Cabutan bertuah besar: hadiah 350 USD',
      summary: 'Setiap 10 USD yang dipertaruhkan memberi satu tiket. Tiga pemenang semasa ditutup.',
      rules:
        'Satu tiket bagi setiap 10 USD pertaruhan sah dengan wang sebenar, dalam apa-apa permainan, sepanjang hari cabutan. Apabila hari terakhirnya ditutup, tiga hadiah (200, 100 dan 50 USD, satu bagi setiap pemain) dicabut dengan benih yang hash-nya diterbitkan sejak awal dan didedahkan bersama keputusan. Tuntut hadiah anda di Promosi; ia dibayar ke dompet anda.',
    },
  },
  referral: { title: 'Jemput dan menang', summary: 'Ganjaran untuk rakan yang dijemput.' },
  missions: {
    playRound: 'Main satu pusingan hari ini',
    weeklyWager: 'Pertaruhkan 100 minggu ini',
    weeklyRace: 'Perlumbaan mingguan',
  },
};
