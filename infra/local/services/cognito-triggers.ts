import { cognitoTriggers } from '../../wiring';
import { functionName } from '../lambda';

/** cognito-local's `TriggerFunctions` (`PreSignUp`, …, as CloudFormation's `LambdaConfig` names them) → function names. */
export const cognitoLocalTriggerFunctions = (): Record<string, string> =>
  Object.fromEntries(
    Object.entries(cognitoTriggers).map(([trigger, decl]) => [
      trigger.charAt(0).toUpperCase() + trigger.slice(1),
      functionName(decl.entry),
    ]),
  );
