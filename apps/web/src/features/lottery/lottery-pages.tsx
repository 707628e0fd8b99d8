import { LotteryCentre } from './lottery-centre.tsx';

/** `/lottery?gameCode=`: our lotteries (LOTT and ELOTT games). */
export const LotteryPage = () => <LotteryCentre region="main" />;
/** `/seaLottery?gameCode=`: South-East Asian lotteries. */
export const SeaLotteryPage = () => <LotteryCentre region="sea" />;
/** `/vnLottery?gameCode=`: Vietnamese lotteries. */
export const VnLotteryPage = () => <LotteryCentre region="vn" />;
