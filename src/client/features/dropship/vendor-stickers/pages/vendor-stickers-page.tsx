import { STICKER_KINDS } from '@shared/domain/labels/vendor-stickers';
import { PageLayout } from '@client/components/page-layout';
import { StickerCard } from '../components/sticker-card';
import '@client/components/uploads.css';
import './vendor-stickers.css';

/**
 * Vendor Stickers (/vendor_stickers, D1 sections 2, 3, 5, 8 and 9): the Generic, ASIN and Lowes
 * cards, each with a template, browse and upload. Upload makes the 4 in x 1 in landscape stickers
 * as a PDF in the browser and saves it; a bad file reads 'Error: {reason}'.
 */
export function VendorStickersPage() {
  return (
    <PageLayout title="Vendor Stickers">
      <div className="vendor-stickers">
        {STICKER_KINDS.map((kind) => (
          <StickerCard key={kind} kind={kind} />
        ))}
      </div>
    </PageLayout>
  );
}
