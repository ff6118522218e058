// A stand-in for the app's print entry, driven by words in the resume title (a letter's job title)
// so tests can make a render slow, hang, fail, print N pages, or try to load things from elsewhere:
//   "pages:3"  "delay:400"  "hang"  "throw"  "exfiltrate:<url>"  "photo:<url>"
//   "started:<url>" asks for the URL as the render begins, so a test knows the page is at work.
// A render that hangs or throws marks the page dirty, and every later render on that page prints
// LEFTOVER: a renderer that reuses a failed page would show it. Each render also prints how many
// renders this page has started ("Render 3 on this page"), so a test sees which ones ran.
const root = document.getElementById("root");
let dirty = false;
let renders = 0;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function commands(title) {
  const found = {};
  for (const word of title.split(/\s+/)) {
    const index = word.indexOf(":");
    if (index === -1) found[word] = true;
    else found[word.slice(0, index)] = word.slice(index + 1);
  }
  return found;
}

/** Tries an image, a fetch and a stylesheet from the URL; reports what got through. */
async function tryToReach(url) {
  const image = new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve("image loaded");
    img.onerror = () => resolve("image blocked");
    img.src = `${url}?via=image`;
  });
  const fetched = fetch(`${url}?via=fetch`, { method: "POST", body: "secret", mode: "no-cors" }).then(
    () => "fetch sent",
    () => "fetch blocked",
  );
  const sheet = new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = `${url}?via=css`;
    link.onload = () => resolve("css loaded");
    link.onerror = () => resolve("css blocked");
    document.head.append(link);
  });
  navigator.sendBeacon?.(`${url}?via=beacon`, "secret");
  return (await Promise.all([image, fetched, sheet])).join(", ");
}

async function loadPhoto(url) {
  const img = new Image();
  img.src = url;
  try {
    await img.decode();
    return `photo loaded ${img.naturalWidth}x${img.naturalHeight}`;
  } catch {
    return "photo failed";
  }
}

async function render(resume) {
  renders++;
  const title = commands(resume.title);
  const name = resume.personal_info?.fullName ?? "";
  const email = resume.personal_info?.email ?? "";
  if (title.hang || title.throw) {
    root.innerHTML = `<section class="page"><h1>${name}</h1></section>`;
    dirty = true;
    if (title.throw) throw new Error("fixture render failed");
    return new Promise(() => {});
  }
  if (title.started) new Image().src = title.started;
  if (title.delay) await sleep(Number(title.delay));
  const notes = [];
  if (title.exfiltrate) notes.push(await tryToReach(title.exfiltrate));
  if (title.photo) notes.push(await loadPhoto(title.photo));
  if (dirty) notes.push("LEFTOVER");
  const count = Number(title.pages ?? 1);
  const page = (i) => {
    const section = document.createElement("section");
    section.className = "page";
    const heading = document.createElement("h1");
    heading.textContent = name;
    const line = document.createElement("p");
    line.textContent = `Page ${i} of ${count}. ${notes.join(". ")}`;
    const link = document.createElement("a");
    link.href = `mailto:${email}`;
    link.textContent = email;
    const renderCount = document.createElement("p");
    renderCount.textContent = `Render ${renders} on this page`;
    section.append(heading, line, link, renderCount);
    return section;
  };
  root.replaceChildren(...Array.from({ length: count }, (_, i) => page(i + 1)));
  return { pageCount: count };
}

/** A letter printed as the fixture prints a resume: the candidate as the heading, then the company and the text. */
async function renderLetter(letter) {
  const result = await render({
    title: letter.job_title,
    personal_info: { fullName: letter.sender?.fullName ?? "", email: letter.sender?.email ?? "" },
  });
  for (const section of root.querySelectorAll(".page")) {
    const body = document.createElement("div");
    for (const text of [letter.date, letter.company_name, ...letter.content.split("\n")]) {
      const line = document.createElement("p");
      line.textContent = text;
      body.append(line);
    }
    section.append(body);
  }
  return result;
}

window.vitaePrint = { render, renderLetter };
