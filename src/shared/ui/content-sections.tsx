/** A text page's sections, as the dictionaries give them: a heading and its paragraphs. */
export interface ContentSection {
  title: string;
  paragraphs: string[];
}

export function ContentSections({ sections }: { sections: ContentSection[] }) {
  return (
    <>
      {sections.map((s) => (
        <section key={s.title} className="content-section">
          <h2>{s.title}</h2>
          {s.paragraphs.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </section>
      ))}
    </>
  );
}
