import "../src/variants/all.js";
import { normalize } from "../src/index.js";
for (const u of ["FTP://U@Host:21/p;type=a","GOPHER://Host/1sel","HTTP://X/p%41", "HTTP://X/p%2F"]) console.log(u, normalize(u,{variant:"rfc1738"} as never));
