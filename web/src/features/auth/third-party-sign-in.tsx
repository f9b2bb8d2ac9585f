import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/button';

/**
 * Google and Facebook sign-in (spec section 2). They need the user pool's hosted domain, which only
 * the deployed pool has: the buttons say so rather than fail (cognito-local has no identity providers).
 */
export const ThirdPartySignIn = () => {
  const noteId = useId();
  return (
    <div className="third-party">
      <p id={noteId}>
        <FormattedMessage id="auth.thirdParty.deployedOnly" />
      </p>
      {['Google', 'Facebook'].map((provider) => (
        <Button key={provider} variant="secondary" disabled aria-describedby={noteId}>
          <FormattedMessage id="auth.thirdParty.button" values={{ provider }} />
        </Button>
      ))}
    </div>
  );
};
