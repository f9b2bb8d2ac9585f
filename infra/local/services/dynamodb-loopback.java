import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * DynamoDB Local bound to 127.0.0.1 only. The jar has no bind option and its Jetty server listens on
 * every interface, so this runs the jar's own command line (same options) and gives the server's
 * connectors the loopback host before it starts. Run by `java` as a single source file
 * (services/dynamodb-local.ts), with the jar on the class path.
 */
public class DynamoDbLoopback {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field jetty = DynamoDBProxyServer.class.getDeclaredField("server");
    jetty.setAccessible(true);
    for (Connector connector : ((Server) jetty.get(proxy)).getConnectors()) {
      ((ServerConnector) connector).setHost("127.0.0.1");
    }
    proxy.start();
  }
}
