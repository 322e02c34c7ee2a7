package org.sprague.cli.plot;

import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.cli.CliRun;
import org.sprague.cli.plot.GridPlot;
import org.w3c.dom.Document;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code values --grid A,B --plot FILE}: the heat map's cells are red exactly at the losing positions. */
class GridPlotTest {
    @TempDir
    Path dir;

    /** Wythoff's game by its definition, written here: take any amount from one pile, or the same from both. */
    private static boolean[][] wythoffLosing(int rows, int cols) {
        int n = Math.max(rows, cols);
        boolean[][] lose = new boolean[n][n];
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                boolean win = false;
                for (int k = 1; k <= a && !win; k++) {
                    win = lose[a - k][b] || k <= b && lose[a - k][b - k];
                }
                for (int k = 1; k <= b && !win; k++) {
                    win = lose[a][b - k];
                }
                lose[a][b] = !win;
            }
        }
        return lose;
    }

    private static boolean red(int rgb) {
        int r = (rgb >> 16) & 0xff;
        int g = (rgb >> 8) & 0xff;
        int b = rgb & 0xff;
        return r > 180 && g < 80 && b < 80;
    }

    private static void losingCellsAreRed(BufferedImage image, int rows, int cols) {
        boolean[][] lose = wythoffLosing(rows, cols);
        for (int a = 0; a < rows; a++) {
            for (int b = 0; b < cols; b++) {
                Rectangle2D c = GridPlot.cell(rows, cols, a, b);
                // a point inside the cell, off its centre (where a losing cell has its dot)
                int x = (int) (c.getX() + c.getWidth() * 0.2) + 1;
                int y = (int) (c.getY() + c.getHeight() * 0.2) + 1;
                assertThat(red(image.getRGB(x, y))).as("cell %d,%d", a, b).isEqualTo(lose[a][b]);
            }
        }
    }

    @Test
    void wythoffHeatMapMarksTheLosingPositions() throws Exception {
        Path png = dir.resolve("w.png");
        CliRun run = CliRun.of("values", "wythoff", "--grid", "24,30", "--plot", png.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("losing      0,0 1,2 2,1");
        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo(GridPlot.WIDTH);
        assertThat(image.getHeight()).isEqualTo(GridPlot.HEIGHT);
        int white = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                white += (image.getRGB(x, y) & 0xffffff) == 0xffffff ? 1 : 0;
            }
        }
        // not blank: the cells fill a good part of the picture
        assertThat(white).isLessThan(image.getWidth() * image.getHeight() * 70 / 100);
        losingCellsAreRed(image, 24, 30);
    }

    @Test
    void aTwoNumberRuleFileIsDrawnToo() throws Exception {
        Path png = dir.resolve("r.png");
        CliRun run = CliRun.of("values", "--rules", "../docs/examples/Wythoff.java", "--grid", "15,15", "--plot",
                png.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        losingCellsAreRed(ImageIO.read(png.toFile()), 15, 15);
    }

    @Test
    void largeGridsAreDrawnAtAPixelOrLessACell() throws Exception {
        Path png = dir.resolve("big.png");
        CliRun run = CliRun.of("values", "wythoff", "--grid", "700,700", "--plot", png.toString(), "--json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo(GridPlot.WIDTH);
    }

    @Test
    void svgIsWellFormedXml() throws Exception {
        Path svg = dir.resolve("w.svg");
        CliRun run = CliRun.of("values", "wythoff", "--grid", "20,20", "--misere", "--plot", svg.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        Document doc = f.newDocumentBuilder().parse(svg.toFile());
        assertThat(doc.getDocumentElement().getNodeName()).isEqualTo("svg");
        // one rectangle at least per row of cells, and the red of the losing positions
        assertThat(doc.getElementsByTagName("rect").getLength()).isGreaterThanOrEqualTo(20);
        assertThat(Files.readString(svg)).containsIgnoringCase("rgb(220,30,30)");
    }

    @Test
    void badPlotNamesAndHugeSvgGridsAreBadInput() {
        CliRun bad = CliRun.of("values", "wythoff", "--grid", "5,5", "--plot", dir.resolve("w.gif").toString());
        assertThat(bad.exitCode()).isEqualTo(2);
        assertThat(bad.err()).startsWith("error: --plot takes a file name ending in .png or .svg");
        CliRun huge = CliRun.of("values", "wythoff", "--grid", "1000,1000", "--plot", dir.resolve("w.svg").toString());
        // refused before the grid is computed
        assertThat(huge.out()).isEmpty();
        assertThat(huge.exitCode()).isEqualTo(2);
        assertThat(huge.err()).startsWith("error: --plot: an SVG heat map draws at most");
    }
}
