// Loaded into cognito-local (`--require`) before it starts: cognito-local 3 lacks
// `ResendConfirmationCode`, which Cognito offers every app client (the sign-up page's "send the code
// again", and the operations staff's resend for an unconfirmed sign-up). As Cognito documents it: an
// unknown user is UserNotFoundException, a confirmed one InvalidParameterException ("User is already
// confirmed."); otherwise a new code replaces the old one and goes out through the custom message
// trigger as `CustomMessage_ResendCode`, delivered before it is saved, as cognito-local's sign-up does.

const { Targets } = require('cognito-local/lib/targets/targets');
const { InvalidParameterError, UserNotFoundError } = require('cognito-local/lib/errors');
const { attributeValue } = require('cognito-local/lib/services/userPoolService');

Targets.ResendConfirmationCode =
  ({ cognito, clock, messages, otp }) =>
  async (ctx, req) => {
    const userPool = await cognito.getUserPoolForClientId(ctx, req.ClientId);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (!user) throw new UserNotFoundError();
    if (user.UserStatus !== 'UNCONFIRMED') throw new InvalidParameterError('User is already confirmed.');
    const deliveryDetails = {
      AttributeName: 'email',
      DeliveryMedium: 'EMAIL',
      Destination: attributeValue('email', user.Attributes),
    };
    const code = otp();
    await messages.deliver(
      ctx,
      'ResendCode',
      req.ClientId,
      userPool.options.Id,
      user,
      code,
      req.ClientMetadata,
      deliveryDetails,
    );
    await userPool.saveUser(ctx, { ...user, UserLastModifiedDate: clock.get(), ConfirmationCode: code });
    return { CodeDeliveryDetails: deliveryDetails };
  };
