import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { RequestAction } from '#shared/forms/request-states';
import type { StaffRequestView } from '#shared/forms/staff-requests';
import { AlertMessage } from '../../components/alert-message';
import { Button } from '../../components/button';
import { ApiError } from '../../lib/api-client';
import { useAction } from '../../lib/use-action';
import { ActionsPanel, useActNote } from './actions-panel';
import { moveRequest } from './api/staff-requests-api';

// The moves the request's status allows (its `actions`), and only those, with the note a member
// writes: required to add a note, optional when taking or handling it. The note stays in its field
// until a move carrying it succeeds, so a refused save, or a request another member changed
// meanwhile (read again, so the panel offers what its new state allows), loses nothing typed.

export const RequestActions = ({
  request,
  onMoved,
}: {
  request: StaffRequestView;
  /** The request as it is after a move, or undefined when it must be read again. */
  onMoved: (request: StaffRequestView | undefined) => void;
}) => {
  const [note, setNote] = useState('');
  const { note: done, act } = useActNote(
    onMoved,
    (error) => error instanceof ApiError && error.status === 409,
    'staff.forms.moved.changed',
  );
  const { error, failure, busy, run } = useAction();
  const move = (action: RequestAction) =>
    run(() =>
      act(async () => {
        const text = note.trim();
        const moved = await moveRequest(request, {
          action,
          revision: request.revision,
          ...(text || action === 'note' ? { note: text } : {}),
        } as Parameters<typeof moveRequest>[1]);
        setNote('');
        return moved;
      }, `staff.forms.moved.${action}`),
    );
  const noteError =
    error instanceof ApiError && error.fields?.some((field) => field.path === 'note')
      ? `field.${error.fields.find((field) => field.path === 'note')?.message}`
      : undefined;
  return (
    <ActionsPanel title="staff.forms.actions" note={done}>
      {request.actions.length === 0 ? (
        <p>
          <FormattedMessage id="staff.forms.noActions" />
        </p>
      ) : (
        <form className="staff-action-form" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="staff-request-note">
            <FormattedMessage id="staff.forms.note" />
          </label>
          <textarea
            id="staff-request-note"
            rows={4}
            maxLength={2000}
            value={note}
            aria-invalid={noteError ? true : undefined}
            aria-describedby="staff-request-note-hint"
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <p id="staff-request-note-hint" className={noteError ? 'field-error' : 'field-hint'}>
            <FormattedMessage id={noteError ?? 'staff.forms.noteHint'} />
          </p>
          <AlertMessage id={noteError ? undefined : failure} />
          <div className="staff-action-buttons">
            {request.actions.map((action) => (
              <Button
                key={action}
                variant={action === 'note' ? 'secondary' : 'primary'}
                busy={busy}
                disabled={action === 'note' && note.trim() === ''}
                onClick={() => void move(action)}
                data-action={action}
              >
                <FormattedMessage id={`staff.forms.action.${action}`} />
              </Button>
            ))}
          </div>
        </form>
      )}
    </ActionsPanel>
  );
};
