import { RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

/**
 * An HTTP or WebSocket stage's access log: one JSON line per request (no bodies, no tokens; only the
 * variables both API types know) in a log group kept three months.
 */
export function accessLogs(scope: Construct, id: string): apigw.IAccessLogSettings {
  const group = new logs.LogGroup(scope, id, {
    retention: logs.RetentionDays.THREE_MONTHS,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  return {
    destination: new apigw.LogGroupLogDestination(group),
    format: AccessLogFormat.custom(
      JSON.stringify({
        requestId: '$context.requestId',
        ip: '$context.identity.sourceIp',
        time: '$context.requestTime',
        routeKey: '$context.routeKey',
        status: '$context.status',
        error: '$context.error.message',
      }),
    ),
  };
}
