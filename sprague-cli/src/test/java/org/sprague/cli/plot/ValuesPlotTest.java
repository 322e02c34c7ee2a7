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
}
