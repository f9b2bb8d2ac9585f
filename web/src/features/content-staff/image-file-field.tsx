import { FormattedMessage, useIntl } from 'react-intl';
import { imageFileTypes } from './image-file';

/**
 * The file of an image to upload (JPEG, PNG or WebP offered), with the reason it was refused told at
 * it; `chosen` resets the input once its file is uploaded.
 */
export const ImageFileField = ({
  id,
  chosen,
  refusal,
  onChoose,
}: {
  id: string;
  chosen: boolean;
  refusal: string | undefined;
  onChoose: (file: File | undefined) => void;
}) => {
  const intl = useIntl();
  return (
    <div className="form-field">
      <label htmlFor={id}>
        <FormattedMessage id="staff.content.picture.file" />
      </label>
      <input
        id={id}
        key={chosen ? 'chosen' : 'none'}
        type="file"
        accept={imageFileTypes.join(',')}
        aria-invalid={refusal ? true : undefined}
        aria-describedby={refusal ? `${id}-error` : undefined}
        onChange={(event) => onChoose(event.target.files?.[0])}
      />
      {refusal && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {intl.formatMessage({ id: refusal })}
        </p>
      )}
    </div>
  );
};
