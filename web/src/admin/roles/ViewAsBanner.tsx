import { useTranslation } from 'react-i18next';
import { setViewedRole } from '../../api/view-as-role';
import '../admin.css';

/**
 * The banner over every screen while an administrator views the data as a role: which role,
 * that it is read-only, and the way back (the role's editor, with the page loaded afresh so
 * nothing seen as the role stays in memory).
 */
export default function ViewAsBanner({ roleId, roleName }: { roleId: string; roleName: string }) {
  const { t } = useTranslation('admin');
  return (
    <div className="view-as-banner" role="status">
      <span>{t('viewAs.banner', { role: roleName })}</span>
      <button
        type="button"
        className="button"
        onClick={() => {
          setViewedRole(null);
          window.location.assign(`/!/edit/inu_role/${roleId}`);
        }}
      >
        {t('viewAs.exit')}
      </button>
    </div>
  );
}
