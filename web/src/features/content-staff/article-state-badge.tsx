import { FormattedMessage } from 'react-intl';
import type { ArticleState } from '#shared/blog/article-states';
import { Badge, type BadgeTone } from '../../components/badge';

const tones: Record<ArticleState, BadgeTone> = {
  unpublished: 'neutral',
  scheduled: 'warning',
  published: 'success',
};

/** An article's publication state as a badge. */
export const ArticleStateBadge = ({ state }: { state: ArticleState }) => (
  <Badge tone={tones[state]} data-state={state}>
    <FormattedMessage id={`staff.content.state.${state}`} />
  </Badge>
);
