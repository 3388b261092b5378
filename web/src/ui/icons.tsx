import {
  AppWindow,
  Box,
  Building2,
  Calendar,
  ChartColumn,
  Circle,
  Cog,
  Database,
  Download,
  Eye,
  FileText,
  Funnel,
  Handshake,
  Hash,
  History,
  Languages,
  LayoutTemplate,
  List,
  type LucideIcon,
  Receipt,
  Route,
  Settings,
  Shield,
  ShoppingCart,
  Upload,
  User,
  Users,
  Wrench,
  Zap,
} from 'lucide-react';

/**
 * Icon names metadata may use (home items, apps, commands), mapped to the icons we ship. Only
 * these are bundled; an unknown name draws a plain circle rather than failing.
 */
const icons: Record<string, LucideIcon> = {
  apps: AppWindow,
  box: Box,
  building: Building2,
  calendar: Calendar,
  chart: ChartColumn,
  database: Database,
  document: FileText,
  download: Download,
  eye: Eye,
  funnel: Funnel,
  gear: Cog,
  handshake: Handshake,
  hash: Hash,
  history: History,
  languages: Languages,
  layout: LayoutTemplate,
  list: List,
  receipt: Receipt,
  route: Route,
  settings: Settings,
  shield: Shield,
  cart: ShoppingCart,
  upload: Upload,
  user: User,
  users: Users,
  wrench: Wrench,
  zap: Zap,
};

export function MetadataIcon({ name, size = 18 }: { name: string | null | undefined; size?: number }) {
  const Icon = (name && icons[name]) || Circle;
  return <Icon size={size} aria-hidden="true" focusable="false" />;
}
