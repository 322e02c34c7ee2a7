package org.sprague.cli.plot;

import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.cli.CliRun;

import static org.assertj.core.api.Assertions.assertThat;

class ValuesPlotTest {
    @TempDir
    Path dir;

    @Test
    void kaylesPlotIsAPictureWithTheValuesAndTheMarks() throws Exception {
        Path png = dir.resolve("kayles.png");
        CliRun run = CliRun.of("values", "octal", "--code", "0.77", "--upto", "300", "--plot", png.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("period      12");
        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image).isNotNull();
        assertThat(image.getWidth()).isEqualTo(1000);
        int white = 0;
        int blue = 0;
        int red = 0;
        int green = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int rgb = image.getRGB(x, y) & 0xffffff;
                int r = rgb >> 16;
                int g = (rgb >> 8) & 0xff;
                int b = rgb & 0xff;
                if (rgb == 0xffffff) {
                    white++;
                } else if (b > 140 && r < 80) {
                    blue++;
                } else if (r > 170 && g < 90 && b < 80) {
                    red++;
                } else if (g > 120 && r < 80 && b < 90) {
                    green++;
                }
            }
        }
        int all = image.getWidth() * image.getHeight();
        // not blank: the values' curve covers a good part of the picture, and both marks are drawn
        assertThat(white).isLessThan(all * 95 / 100);
        assertThat(blue).isGreaterThan(all / 50);
        assertThat(red).isGreaterThan(100);
        assertThat(green).isGreaterThan(100);
    }

    @Test
    void svgIsVectorGraphics() throws Exception {
        Path svg = dir.resolve("s.svg");
        CliRun run = CliRun.of("values", "subtraction", "--set", "1,3,4", "--upto", "40", "--plot", svg.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        String text = Files.readString(svg, StandardCharsets.UTF_8);
        // VectorGraphics2D draws text as outlines: check for a vector picture with many drawn shapes
        assertThat(text).contains("<svg").contains("viewBox=\"0 0 1000 480\"");
        assertThat(text.split("<path", -1).length).isGreaterThan(50);
    }

    @Test
    void otherExtensionsAreBadInputBeforeAnyWork() {
        CliRun run = CliRun.of("values", "octal", "--code", "0.77", "--upto", "30", "--plot", dir.resolve("a.jpg")
                .toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("error: --plot takes a file name ending in .png or .svg");
        CliRun missing = CliRun.of("values", "octal", "--code", "0.77", "--upto", "30", "--plot",
                dir.resolve("no/such/dir/a.png").toString());
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.err()).startsWith("error: cannot write the plot");
    }

    @Test
    void binningKeepsTheLeastAndGreatestValueOfEachBin() {
        int[] g = new int[10_000];
        java.util.Random random = new java.util.Random(7);
        for (int n = 0; n < g.length; n++) {
            g[n] = random.nextInt(1000);
        }
        // a lone spike and a lone dip must survive
        g[4321] = 5000;
        g[8765] = -3;
        int bins = 100;
        double[][] points = ValuesPlot.bin(g, bins);
        assertThat(points[0]).hasSize(2 * bins);
        for (int b = 0; b < bins; b++) {
            int from = g.length * b / bins;
            int to = g.length * (b + 1) / bins;
            int min = Integer.MAX_VALUE;
            int max = Integer.MIN_VALUE;
            for (int n = from; n < to; n++) {
                min = Math.min(min, g[n]);
                max = Math.max(max, g[n]);
            }
            assertThat(points[0][2 * b]).isEqualTo(from);
            assertThat(points[0][2 * b + 1]).isEqualTo(from);
            assertThat(points[1][2 * b]).isEqualTo(min);
            assertThat(points[1][2 * b + 1]).isEqualTo(max);
        }
        assertThat(points[1]).contains(5000.0, -3.0);
        // a short sequence is drawn value by value
        double[][] all = ValuesPlot.bin(new int[] {3, 1, 4}, bins);
        assertThat(all[0]).containsExactly(0, 1, 2);
        assertThat(all[1]).containsExactly(3, 1, 4);
    }

    @Test
    void aMillionValuesAreDrawnBinned() throws Exception {
        Path png = dir.resolve("long.png");
        CliRun run = CliRun.of("values", "subtraction", "--set", "1,2", "--upto", "1000000", "--plot",
                png.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(Files.size(png)).isPositive();
        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo(1000);
        // no temporary file is left beside it
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("long.png");
        }
    }

    @Test
    void aDirectoryAFifoOrATooLongNameIsBadInputBeforeAnyWork() throws Exception {
        Path sub = Files.createDirectory(dir.resolve("d.png"));
        CliRun directory = CliRun.of("values", "octal", "--code", "0.77", "--upto", "30", "--plot", sub.toString());
        assertThat(directory.exitCode()).isEqualTo(2);
        assertThat(directory.err()).startsWith("error: cannot write the plot to " + sub).contains("directory");
        String longName = "a".repeat(300) + ".png";
        CliRun tooLong = CliRun.of("values", "octal", "--code", "0.77", "--upto", "30", "--plot",
                dir.resolve(longName).toString());
        assertThat(tooLong.exitCode()).isEqualTo(2);
        assertThat(tooLong.err()).startsWith("error: cannot write the plot to ").contains("longer than 255 bytes");
        Path fifo = dir.resolve("f.png");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        if (mkfifo.waitFor() == 0) {
            CliRun pipe = CliRun.of("values", "octal", "--code", "0.77", "--upto", "30", "--plot", fifo.toString());
            assertThat(pipe.exitCode()).isEqualTo(2);
            assertThat(pipe.err()).startsWith("error: cannot write the plot to " + fifo)
                    .contains("not a regular file");
        }
        // a grid's heat map checks its file the same way
        CliRun grid = CliRun.of("values", "wythoff", "--grid", "5,5", "--plot", sub.toString());
        assertThat(grid.exitCode()).isEqualTo(2);
        assertThat(grid.err()).startsWith("error: cannot write the plot to " + sub);
    }
}
