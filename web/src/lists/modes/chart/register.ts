import { registerListMode } from '../list-modes';
import { ChartMode } from './ChartMode';

registerListMode('chart', ChartMode);
