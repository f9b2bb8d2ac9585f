import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { imageAltSchema } from '#shared/catalogue/product-image-edits';
import type { ProductImage } from '#shared/catalogue/product-images';
import { toFieldErrors } from '#shared/validation';
import { Button } from '../../components/button';
import { ProductPicture } from '../../components/product-picture';
import { AltTextFields, type AltTexts, filledAlt } from './alt-text-fields';

/** One of a product's images: its picture, its place (up, down), its alt texts and its removal. */
export const ProductImageCard = ({
  image,
  place,
  count,
  revision,
  busy,
  onMove,
  onAlt,
  onRemove,
}: {
  image: ProductImage;
  place: number;
  count: number;
  revision: number;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onAlt: (alt: ProductImage['alt']) => void;
  onRemove: () => void;
}) => {
  const intl = useIntl();
  const id = useId();
  const [alt, setAlt] = useState<AltTexts>(image.alt);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const save = () => {
    const input = { revision, alt: filledAlt(alt) };
    const parsed = imageAltSchema.safeParse(input);
    if (!parsed.success) {
      const fields = toFieldErrors(parsed.error, input);
      setErrors(Object.fromEntries(fields.map((field) => [field.path, field.message])));
      return;
    }
    setErrors({});
    onAlt(parsed.data.alt);
  };
  return (
    <li className="staff-image" data-image={image.hash}>
      <ProductPicture
        image={{ hash: image.hash, width: image.width, height: image.height, alt: image.alt.pl }}
        sizes="10rem"
        className="staff-image__picture"
      />
      <div className="staff-image__edit">
        <p className="staff-image__place">
          <FormattedMessage id="staff.content.images.place" values={{ place: place + 1, count }} />
        </p>
        <AltTextFields
          values={alt}
          errors={errors}
          idOf={(language) => `${id}-alt-${language}`}
          onChange={(language, text) => setAlt((before) => ({ ...before, [language]: text }))}
        />
        {errors['alt.pl'] && (
          <p className="field-error">{intl.formatMessage({ id: `field.${errors['alt.pl']}` })}</p>
        )}
        <div className="staff-image__actions">
          <Button variant="secondary" busy={busy} onClick={save}>
            <FormattedMessage id="staff.content.images.saveAlt" />
          </Button>
          <Button variant="quiet" disabled={busy || place === 0} onClick={() => onMove(-1)}>
            <FormattedMessage id="staff.content.images.up" />
          </Button>
          <Button variant="quiet" disabled={busy || place === count - 1} onClick={() => onMove(1)}>
            <FormattedMessage id="staff.content.images.down" />
          </Button>
          <Button variant="danger" disabled={busy} onClick={onRemove}>
            <FormattedMessage id="staff.content.images.remove" />
          </Button>
        </div>
      </div>
    </li>
  );
};
