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
  promotions: {
    welcome: {
      title: 'Bonus sambutan: 5 USD',
      summary: 'Daftar dan klaim bonus 5 USD untuk putaran pertama Anda.',
      rules:
        'Satu bonus per pemain. Taruhkan bonus 5 kali di slot (meja live dihitung 10 %) dalam 7 hari; taruhan maksimum 20 USD selama bonus aktif.',
    },
    firstDeposit: {
      title: 'Deposit pertama dilipatgandakan 100 %',
      summary: 'Kami menggandakan deposit pertama Anda hingga 100 USD.',
      rules:
        'Centang promosi saat deposit. Deposit minimum 100 USD; bonus 100 % hingga 100 USD. Taruhkan bonus 5 kali dalam 14 hari; menarik dana sebelumnya berarti melepaskan bonus.',
    },
    dailyCheckIn: {
      title: 'Check-in harian: 1 USD',
      summary: 'Masuk setiap hari dan klaim bonus 1 USD.',
      rules: 'Sekali sehari. Taruhkan bonus 3 kali dalam 24 jam.',
    },
    reload: {
      title: 'Isi ulang 50 %',
      summary: 'Ekstra 50 % untuk setiap deposit, hingga 50 USD.',
      rules: 'Deposit minimum 100 USD; bonus 50 % hingga 50 USD. Taruhkan bonus 8 kali dalam 7 hari.',
    },
    networkGift: {
      title: 'Hadiah jaringan agente1: 10 USD',
      summary: 'Untuk pemain di jaringan agente1, sebagai pengganti bonus sambutan.',
      rules:
        'Hanya pemain di bawah agente1; tidak bisa digabung dengan bonus sambutan. Taruhkan bonus 10 kali dalam 7 hari.',
    },
    rebate: {
      title: 'Rabat harian: hingga 1 %',
      summary: 'Setiap hari kami mengembalikan sebagian taruhan sah Anda; minta lebih awal jika tidak ingin menunggu.',
      rules:
        '1 % dari taruhan sah di slot dan game buatan sendiri, 0,5 % di meja live, dan 1 % di lainnya. Dibayarkan setiap hari ke dompet Anda (hingga 500 USD per hari); dari Rabat manual Anda bisa meminta hasil hari ini sejauh ini, yang ditinjau oleh operator.',
    },
    raffle: {
      title: 'Undian besar: hadiah 350 USD',
      summary: 'Setiap taruhan 10 USD memberi satu tiket. Tiga pemenang saat ditutup.',
      rules:
        'Satu tiket untuk setiap 10 USD taruhan sah dengan uang asli, di game apa pun, selama hari-hari undian. Saat hari terakhirnya ditutup, tiga hadiah (200, 100, dan 50 USD, satu per pemain) diundi dengan seed yang hash-nya diumumkan sejak awal dan diungkap bersama hasilnya. Klaim hadiah Anda di Promosi; hadiah dibayarkan ke dompet Anda.',
    },
  },
  referral: { title: 'Ajak dan dapatkan', summary: 'Hadiah untuk teman yang diajak.' },
  missions: {
    playRound: 'Mainkan satu ronde hari ini',
    weeklyWager: 'Taruhkan 100 minggu ini',
    weeklyRace: 'Balapan mingguan',
  },
};
