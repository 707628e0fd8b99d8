import { mountApp } from '@ficha/ui';
import '@ficha/ui/tokens.css';
import '@ficha/ui/base.css';
import './page/lottery.css';
import { startI18n } from './lib/i18n.ts';
import { setWireLanguage } from './lib/api.ts';
import { readLaunchParams } from './lib/launch-params.ts';
import { LotteryPage } from './page/lottery-page.tsx';

// The Vite dev server serves the page under the assets' base (/web/play/…); the lottery at /play/….
const params = readLaunchParams(window.location.pathname.replace(/^\/web(?=\/)/, ''), window.location.search);
document.documentElement.dataset['theme'] = params.theme;
setWireLanguage(params.language);
const locale = await startI18n(params.language);

mountApp(<LotteryPage gameCode={params.gameCode} token={params.token} locale={locale} />);
