import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The public URL, a Copy link button and a QR code (qrcode-generator, loaded with this panel). */
export function SurveyLink({ url }: { url: string }) {
  const { t } = useTranslation('surveys');
  const [qr, setQr] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    let live = true;
    void import('qrcode-generator').then(({ default: qrcode }) => {
      const code = qrcode(0, 'M');
      code.addData(url);
      code.make();
      if (live) setQr(code.createDataURL(4, 8));
    });
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <div className="survey-link">
      <input
        readOnly
        value={url}
        aria-label={t('design.copyLink')}
        onFocus={(event) => event.target.select()}
      />
      <button
        type="button"
        onClick={() =>
          void navigator.clipboard?.writeText(url).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? t('design.copied') : t('design.copyLink')}
      </button>
      {qr && <img src={qr} alt={t('design.qrCode')} width={160} height={160} />}
    </div>
  );
}
