import { type ReactNode, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { StaffSection } from './staff-section';

/** Runs one of a panel's requests; `done` (a message id) is said once it succeeded. */
export type Act<T> = (request: () => Promise<T>, done: string) => Promise<void>;

/**
 * The note a panel of actions says, and `act`, which runs one: the thing as it is afterwards goes to
 * `onChanged`; a refusal `changedMeanwhile` recognises (another member changed it meanwhile) gives
 * undefined instead, so the thing is read again and the panel offers what it allows now, and says
 * `changed` (a message id). Any other refusal is thrown on, for the action's form to show.
 */
export const useActNote = <T,>(
  onChanged: (value: T | undefined) => void,
  changedMeanwhile: (error: unknown) => boolean,
  changed: string,
) => {
  const [note, setNote] = useState<string>();
  const act: Act<T> = async (request, done) => {
    setNote(undefined);
    try {
      onChanged(await request());
      setNote(done);
    } catch (error) {
      if (!changedMeanwhile(error)) throw error;
      onChanged(undefined);
      setNote(changed);
    }
  };
  return { note, setNote, act };
};

/** A staff page's panel of actions, under `title`, with the note the last one left (role=status). */
export const ActionsPanel = ({
  title,
  note,
  children,
}: {
  title: string;
  note: string | undefined;
  children: ReactNode;
}) => (
  <StaffSection title={title} className="staff-actions">
    <p role="status" className="staff-actions__note">
      {note && <FormattedMessage id={note} />}
    </p>
    {children}
  </StaffSection>
);
