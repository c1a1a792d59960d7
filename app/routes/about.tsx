// Placeholder until its issue builds this screen.
export default function AboutPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold">About Us</h1>
    </div>
  );
}
