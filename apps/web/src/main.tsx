import './index.css';
import { startApp } from './app/start-app.tsx';

const container = document.getElementById('root');
if (container) void startApp(container);
