// Placeholder until its issue builds this screen.
export default function SignInPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold">Sign in to your account</h1>
    </div>
  );
}
