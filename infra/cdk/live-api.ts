import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Construct } from 'constructs';
import { websocket } from '../wiring';
import { accessLogs } from './access-logs';
import { acknowledge } from './acknowledge';
import { type FunctionContext, ShopFunction } from './shop-function';

export interface LiveApiProps {
  /** Everything but the stage, which this construct creates. */
  context: Omit<FunctionContext, 'liveStage'>;
}

/** The WebSocket API customers watch orders on: every route goes to the one live function. */
export class LiveApi extends Construct {
  readonly api: apigw.WebSocketApi;
  readonly stage: apigw.WebSocketStage;
  readonly function: ShopFunction;

  constructor(scope: Construct, id: string, props: LiveApiProps) {
    super(scope, id);
    this.api = new apigw.WebSocketApi(this, 'Api', {
      apiName: 'shop-live',
      routeSelectionExpression: '$request.body.action',
    });
    this.stage = new apigw.WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: websocket.stage,
      autoDeploy: true,
      accessLogSettings: accessLogs(this, 'AccessLogs'),
    });
    this.function = new ShopFunction(this, 'Handler', {
      decl: websocket.function,
      context: { ...props.context, liveStage: this.stage },
    });
    for (const routeKey of websocket.routes) {
      const route = this.api.addRoute(routeKey, {
        integration: new WebSocketLambdaIntegration(`${routeKey}-integration`, this.function.fn),
      });
      acknowledge(
        route,
        'APIG4',
        'The live function verifies the Cognito token of $connect itself; a customer watches only their own topics.',
      );
    }
  }
}
