package org.sprague.cli.spark;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;

/**
 * The class data sharing archive of the Spark module's child JVM (JEP 350, dynamic CDS archives): the first run
 * after a build writes the classes it loaded, and later runs map them instead of loading and verifying Spark's
 * classes one by one, about a third of the start-up's CPU. The archive is written under a name of its own and
 * renamed when complete, so runs side by side never read half of one; a stale archive (older than the jar or the
 * class path) is written again. The same scheme as {@code sprague-spark/run}.
 */
final class ClassArchive {
    static final String NAME = "spark-classes.jsa";
    private static final List<String> QUIET = List.of("-Xlog:cds=off", "-Xlog:cds+dynamic=off");

    private final Path archive;
    private final Path written; // null when the archive is used, or when it cannot be written

    private ClassArchive(Path archive, Path written) {
        this.archive = archive;
        this.written = written;
    }

    /** @param home the module's build output: the jar, the class path file, and where the archive goes */
    static ClassArchive in(Path home) {
        Path archive = home.resolve(NAME);
        if (fresh(archive, home.resolve(SparkModule.JAR), home.resolve(SparkModule.CLASS_PATH))) {
            return new ClassArchive(archive, null);
        }
        return new ClassArchive(archive, Files.isWritable(home)
                ? home.resolve(NAME + "." + ProcessHandle.current().pid()) : null);
    }

    private static boolean fresh(Path archive, Path... inputs) {
        try {
            if (!Files.isRegularFile(archive)) {
                return false;
            }
            FileTime made = Files.getLastModifiedTime(archive);
            for (Path in : inputs) {
                if (Files.getLastModifiedTime(in).compareTo(made) >= 0) {
                    return false;
                }
            }
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** The child JVM's flags: use the archive, or write one at exit (none when it cannot be written). */
    List<String> flags() {
        List<String> f = new ArrayList<>();
        if (written == null && Files.isRegularFile(archive)) {
            f.add("-XX:SharedArchiveFile=" + archive);
        } else if (written != null) {
            f.add("-XX:ArchiveClassesAtExit=" + written);
        } else {
            return f;
        }
        f.addAll(QUIET);
        return f;
    }

    /** After the child ends: the archive it wrote, if any, takes the place of the old one. */
    void finish() {
        if (written == null) {
            return;
        }
        try {
            if (Files.isRegularFile(written) && Files.size(written) > 0) {
                Files.move(written, archive, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            }
            Files.deleteIfExists(written);
        } catch (IOException e) {
            // only a cache: the next run writes it again
        }
    }
}
