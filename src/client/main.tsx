import { setupIonicReact } from '@ionic/react';
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '@ionic/react/css/padding.css';
import '@ionic/react/css/flex-utils.css';
import './app/theme.css';
import { App } from './app/App';
import { boot } from './boot';
import { createQueryClient } from './lib/query-client';

setupIonicReact({ mode: 'md' });

boot(createQueryClient(), <App />);
