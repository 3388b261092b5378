import {
  AppWindow,
  ArrowRightLeft,
  Ban,
  Bell,
  Box,
  Building2,
  Calendar,
  ChartColumn,
  Check,
  Circle,
  CircleAlert,
  CircleCheck,
  CircleX,
  Clock,
  Cog,
  Coins,
  Database,
  Download,
  Eye,
  FileText,
  Flag,
  Funnel,
  Handshake,
  Hash,
  Heart,
  History,
  Info,
  Languages,
  LayoutTemplate,
  List,
  Lock,
  type LucideIcon,
  Mail,
  MapPin,
  Phone,
  Receipt,
  Route,
  Settings,
  Shield,
  ShoppingCart,
  Star,
  ThumbsDown,
  ThumbsUp,
  TriangleAlert,
  Upload,
  User,
  Users,
  Wrench,
  X,
  Zap,
} from 'lucide-react';

/**
 * Icon names metadata may use (home items, apps, commands, quick filters, rich options), mapped
 * to the icons we ship. Only these are bundled; an unknown name draws a plain circle rather than
 * failing.
 */
const icons: Record<string, LucideIcon> = {
  apps: AppWindow,
  box: Box,
  building: Building2,
  calendar: Calendar,
  chart: ChartColumn,
  coins: Coins,
  database: Database,
  document: FileText,
  download: Download,
  exchange: ArrowRightLeft,
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
  // states and marks, for rich options and quick filters
  alert: TriangleAlert,
  ban: Ban,
  bell: Bell,
  check: Check,
  'check-circle': CircleCheck,
  clock: Clock,
  error: CircleAlert,
  flag: Flag,
  heart: Heart,
  info: Info,
  lock: Lock,
  mail: Mail,
  pin: MapPin,
  phone: Phone,
  star: Star,
  'thumbs-down': ThumbsDown,
  'thumbs-up': ThumbsUp,
  x: X,
  'x-circle': CircleX,
};

/** Whether metadata's icon name is one we ship (a rich option without one keeps its dot). */
export function isKnownIcon(name: string | null | undefined): name is string {
  return typeof name === 'string' && Object.hasOwn(icons, name);
}

export function MetadataIcon({
  name,
  size = 18,
  color,
}: {
  name: string | null | undefined;
  size?: number;
  color?: string | undefined;
}) {
  const Icon = (isKnownIcon(name) && icons[name]) || Circle;
  return <Icon size={size} {...(color ? { color } : {})} aria-hidden="true" focusable="false" />;
}
