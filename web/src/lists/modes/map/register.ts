import { registerListMode } from '../list-modes';
import { MapMode } from './MapMode';

registerListMode('map', MapMode);
