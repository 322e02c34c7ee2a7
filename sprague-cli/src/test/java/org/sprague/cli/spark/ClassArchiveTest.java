package org.sprague.cli.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The child JVM's class archive: written when absent or older than the jar or the class path (under a name of its
 * own, renamed when the child ends), mapped when fresh.
 */
class ClassArchiveTest {
    @Test
    void writtenWhenAbsentOrStaleMappedWhenFresh(@TempDir Path home) throws IOException {
        Path jar = Files.writeString(home.resolve(SparkModule.JAR), "jar");
        Files.writeString(home.resolve(SparkModule.CLASS_PATH), "a.jar:b.jar");
        Path archive = home.resolve(ClassArchive.NAME);

        ClassArchive first = ClassArchive.in(home);
        String dump = first.flags().get(0);
        assertThat(dump).startsWith("-XX:ArchiveClassesAtExit=" + archive + ".");
        Files.writeString(Path.of(dump.substring(dump.indexOf('=') + 1)), "classes"); // what the child writes
        first.finish();
        assertThat(archive).hasContent("classes");
        try (var files = Files.list(home)) {
            assertThat(files.filter(f -> f.getFileName().toString().startsWith(ClassArchive.NAME + "."))).isEmpty();
        }

        Files.setLastModifiedTime(jar, FileTime.fromMillis(Files.getLastModifiedTime(archive).toMillis() - 60_000));
        Files.setLastModifiedTime(home.resolve(SparkModule.CLASS_PATH),
                FileTime.fromMillis(Files.getLastModifiedTime(archive).toMillis() - 60_000));
        assertThat(ClassArchive.in(home).flags()).first().isEqualTo("-XX:SharedArchiveFile=" + archive);

        Files.setLastModifiedTime(jar, FileTime.fromMillis(Files.getLastModifiedTime(archive).toMillis() + 60_000));
        ClassArchive rebuilt = ClassArchive.in(home);
        assertThat(rebuilt.flags()).first().asString().startsWith("-XX:ArchiveClassesAtExit=");
        rebuilt.finish(); // the child wrote nothing: the old archive stays until one is written
        assertThat(archive).hasContent("classes");
    }
}
