/** The text a PDF draws: its content streams inflated, each hex string decoded (pdf-lib writes text so). */
export async function pdfStrings(bytes: Uint8Array): Promise<string> {
  const latin1 = new TextDecoder("latin1").decode(bytes);
  const texts: string[] = [];
  for (const match of latin1.matchAll(/\/FlateDecode[\s\S]*?stream\r?\n/g)) {
    const start = match.index + match[0].length;
    // The stream ends before the line break that precedes "endstream" (workerd's inflate refuses trailing bytes).
    const end = latin1.slice(0, latin1.indexOf("endstream", start)).replace(/\r?\n$/, "").length;
    const inflated = new Response(new Blob([bytes.slice(start, end)]).stream().pipeThrough(new DecompressionStream("deflate")));
    const content = await inflated.text().catch(() => "");
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      texts.push(hex[1]!.replace(/../g, (pair) => String.fromCharCode(parseInt(pair, 16))));
    }
  }
  return texts.join(" ");
}
