import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { articlePictureMarkdown } from '#shared/blog/article-picture';
import { Button } from '../../components/button';
import { messageIdOf } from '../../lib/api-client';
import { uploadArticlePicture } from './api/staff-articles-api';
import { imageFileRefusal } from './image-file';
import { ImageFileField } from './image-file-field';

/**
 * A picture for the article: chosen, described and uploaded through the image pipeline, then its
 * Markdown handed to the editor to insert. A refusal (another type, too large, too small, unreadable)
 * is told at the file's field.
 */
export const PictureUpload = ({ onInsert }: { onInsert: (markdown: string) => void }) => {
  const id = useId();
  const [file, setFile] = useState<File>();
  const [alt, setAlt] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const upload = async () => {
    if (!file) return setRefusal('staff.content.picture.choose');
    const refused = imageFileRefusal(file);
    if (refused) return setRefusal(refused);
    setBusy(true);
    setRefusal(undefined);
    try {
      onInsert(articlePictureMarkdown(await uploadArticlePicture(file), alt.trim() || file.name));
      setFile(undefined);
      setAlt('');
    } catch (error) {
      setRefusal(messageIdOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className="staff-picture">
      <legend>
        <FormattedMessage id="staff.content.picture" />
      </legend>
      <ImageFileField
        id={`${id}-file`}
        chosen={file !== undefined}
        refusal={refusal}
        onChoose={(chosen) => {
          setRefusal(undefined);
          setFile(chosen);
        }}
      />
      <div className="form-field">
        <label htmlFor={`${id}-alt`}>
          <FormattedMessage id="staff.content.picture.alt" />
        </label>
        <input
          id={`${id}-alt`}
          value={alt}
          maxLength={200}
          onChange={(event) => setAlt(event.target.value)}
        />
      </div>
      <Button variant="secondary" busy={busy} onClick={() => void upload()}>
        <FormattedMessage id="staff.content.picture.insert" />
      </Button>
    </fieldset>
  );
};
