import { registerListMode } from '../list-modes';
import { KanbanMode } from './KanbanMode';

registerListMode('kanban', KanbanMode);
