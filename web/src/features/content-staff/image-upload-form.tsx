import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { messageIdOf } from '../../lib/api-client';
import { AltTextFields, type AltTexts, filledAlt } from './alt-text-fields';
import { imageFileRefusal } from './image-file';
import { ImageFileField } from './image-file-field';

/**
 * A new image for the product: the file (JPEG, PNG or WebP) and its alt texts, Polish required. A
 * refusal is told at its field; what was typed stays for another try.
 */
export const ImageUploadForm = ({ onUpload }: { onUpload: (file: File, alt: AltTexts) => Promise<void> }) => {
  const intl = useIntl();
  const id = useId();
  const [file, setFile] = useState<File>();
  const [alt, setAlt] = useState<AltTexts>({});
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const refusal = !file ? 'staff.content.picture.choose' : imageFileRefusal(file);
    const missingAlt = !alt.pl?.trim() ? 'field.required' : undefined;
    setErrors({ file: refusal, 'alt.pl': missingAlt });
    if (!file || refusal || missingAlt) return;
    setBusy(true);
    try {
      await onUpload(file, filledAlt(alt));
      setFile(undefined);
      setAlt({});
    } catch (error) {
      setErrors({ file: messageIdOf(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="staff-image-upload"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2>
        <FormattedMessage id="staff.content.images.upload" />
      </h2>
      <ImageFileField
        id={`${id}-file`}
        chosen={file !== undefined}
        refusal={errors.file}
        onChoose={setFile}
      />
      <AltTextFields
        values={alt}
        errors={errors}
        idOf={(language) => `${id}-alt-${language}`}
        onChange={(language, text) => setAlt((before) => ({ ...before, [language]: text }))}
      />
      {errors['alt.pl'] && <p className="field-error">{intl.formatMessage({ id: errors['alt.pl'] })}</p>}
      <Button type="submit" busy={busy}>
        <FormattedMessage id="staff.content.images.add" />
      </Button>
    </form>
  );
};
