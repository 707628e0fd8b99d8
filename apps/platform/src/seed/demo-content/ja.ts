import type { DemoTexts } from './demo-texts.ts';

export const ja: DemoTexts = {
  help: {
    about: {
      title: '私たちについて',
      text: 'Ficha Demo はデモ用のオンラインゲームサイトです。責任を持ってお楽しみください。',
    },
    deposit: { title: '入金方法', text: 'ウォレットを開き、決済チャネルを選んで金額を入力してください。' },
    withdraw: { title: '出金方法', text: '出金は名義人の確認済み銀行口座に支払われます。' },
    responsible: { title: '責任あるゲーム', text: '18 歳以上の方のみ。上限を設定し、休憩を取りましょう。' },
    term: {
      title: '利用規約',
      text: '登録すると、サービス利用規約に同意し、18 歳以上であることを確認したものとみなされます。',
    },
  },
  banners: {
    welcome: 'Ficha へようこそ',
    responsible: '責任あるゲーム',
    support: '24 時間 365 日サポート',
  },
  notices: {
    welcome: { title: 'ようこそ', text: 'Ficha のデモサイトへようこそ。' },
    maintenance: { title: '定期メンテナンス', text: '日曜日の 02:00〜03:00（GMT）にメンテナンスを行います。' },
    signUp: { title: '今すぐ登録', text: '1 分でアカウントを作成できます。' },
    responsible: {
      title: '責任あるゲーム',
      text: '上限を設定し、失っても困らない範囲でのみ遊びましょう。18 歳以上の方のみ。',
    },
    newGames: { title: '新しい自社ゲーム', text: 'ダイス、Limbo、Crash など：RTP を公開しているゲーム。' },
    support: { title: 'カスタマーサービス', text: 'サイドメニューからいつでもお問い合わせください。' },
    firstSignIn: {
      title: 'Ficha へようこそ',
      text: 'ご登録ありがとうございます。セキュリティセンターでアカウントを保護しましょう。',
    },
  },
};
