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
 * (services/dynamodb-local.ts), with the jar on the class path. It ends when its standard input
 * closes: the runtime that spawned it holds the other end of that pipe, so even a runtime killed
 * with SIGKILL takes its DynamoDB Local along instead of leaving it behind on the port.
 */
public class DynamoDbLoopback {
  /**
   * DynamoDB Local's housekeeping jobs look every second for indexes being created or deleted and for
   * tables with TTL, a query of its SQLite file each: most of what it costs an idle laptop. The shop's
   * indexes are made with its table and never change, so every 10 s is enough. The pause is a
   * computed static final of the jar, so only Unsafe can change it; when it cannot, the jar's stays.
   */
  private static void slowHousekeeping() {
    try {
      Field theUnsafe = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
      theUnsafe.setAccessible(true);
      sun.misc.Unsafe unsafe = (sun.misc.Unsafe) theUnsafe.get(null);
      Field pause = Class.forName("software.amazon.dynamodb.services.local.shared.access.LocalDBUtils")
          .getDeclaredField("DELAY_BEFORE_SCHEDULING_JOBS_AGAIN");
      unsafe.putLong(unsafe.staticFieldBase(pause), unsafe.staticFieldOffset(pause), 10_000L);
    } catch (Throwable unchanged) {
      // Another jar version or JDK: its own pause of a second stays.
    }
  }

  public static void main(String[] args) throws Exception {
    slowHousekeeping();
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field jetty = DynamoDBProxyServer.class.getDeclaredField("server");
    jetty.setAccessible(true);
    for (Connector connector : ((Server) jetty.get(proxy)).getConnectors()) {
      ((ServerConnector) connector).setHost("127.0.0.1");
    }
    Thread parentWatch = new Thread(() -> {
      try {
        while (System.in.read() != -1) {
          // The runtime writes nothing; only the end of the stream matters.
        }
      } catch (java.io.IOException closed) {
        // A broken pipe means the runtime is gone, as the end of the stream does.
      }
      System.exit(0);
    });
    parentWatch.setDaemon(true);
    parentWatch.start();
    proxy.start();
  }
}
